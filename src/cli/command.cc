#include "cli/command.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include <sys/stat.h>
#include <unistd.h>

#include "club/cards.h"

namespace movebal {

Status OpenOutputs(const Needs& needs, const CommonSettings& settings, const std::optional<std::string>& page,
                   std::optional<OutputFile>& page_file, std::optional<OutputFile>& output) {
  const auto open = [&](const std::string& path, std::optional<OutputFile>& file) -> Status {
    auto opened = OutputFile::Open(path, needs.existing, settings.force);
    if (!opened) return opened.error();
    file.emplace(std::move(*opened));
    return Ok();
  };
  if (page) {
    if (Status ok = open(*page, page_file); !ok) return ok;
  }
  const bool named = settings.output.has_value();
  if ((needs.opens == Opens::kOutput && (named || !page)) || (needs.opens == Opens::kNamedOutput && named)) {
    return open(settings.output.value_or("-"), output);
  }
  return Ok();
}

namespace {

// Whether two names reach one file: the same inode where both exist, else
// the same path once resolved (a folder's "..", ".", links). Only plain
// files and names not yet there count: a device takes any number of writers.
bool SameFile(const std::string& a, const std::string& b) {
  namespace fs = std::filesystem;
  if (a == "-" || b == "-") return false;
  struct stat sa {}, sb {};
  const bool a_exists = ::stat(a.c_str(), &sa) == 0, b_exists = ::stat(b.c_str(), &sb) == 0;
  if (a_exists != b_exists) return false;
  if (a_exists) return S_ISREG(sa.st_mode) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  std::error_code ea, eb;
  const fs::path ca = fs::weakly_canonical(fs::absolute(a, ea), ea), cb = fs::weakly_canonical(fs::absolute(b, eb), eb);
  return !ea && !eb && ca == cb;
}

}  // namespace

Status RefuseSharedOutputs(const std::vector<NamedOutput>& outputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    for (std::size_t j = i + 1; j < outputs.size(); ++j) {
      if (SameFile(outputs[i].path, outputs[j].path)) {
        return Error::Plain(fmt::format("--{} and --{} name the same file '{}': the one would overwrite the other; "
                                        "give each its own file", outputs[i].option, outputs[j].option,
                                        Excerpt(outputs[j].path)));
      }
    }
  }
  return Ok();
}

Result<MovementDocument> ReadMovement(const std::string& command, const Needs& needs, const std::string& file,
                                 const PrintSettings* print) {
  auto doc = ReadMovementFile(file);
  if (!doc || needs.reads != Reads::kPlayableMovement) return doc;
  if (Status playable = RefuseUnplayable(*doc, "--allow-unplayable");
      !(print && print->allow_unplayable) && !playable) {
    return playable.error();
  }
  WarnOfBoards(command, print ? print->boards : 0);
  return doc;
}

void WarnOfBoards(const std::string& command, int boards) {
  if (const std::string warning = BoardsPerRoundWarning(boards); !warning.empty()) {
    std::fprintf(stderr, "movebal %s: %s\n", command.c_str(), warning.c_str());
  }
}

void WarnOfRounds(const std::string& command, int pairs, int rounds) {
  const int round_robin = pairs % 2 == 0 ? pairs - 1 : pairs;
  if (rounds <= round_robin) return;
  const int fewest = rounds / round_robin, most = (rounds + round_robin - 1) / round_robin;
  std::fprintf(stderr, "movebal %s: warning: %d rounds for %d pairs are more than the %d of a round robin: pairs meet %s\n",
               command.c_str(), rounds, pairs, round_robin,
               (fewest == most ? fmt::format("{} times", most) : fmt::format("{} to {} times", fewest, most)).c_str());
}

void NoteWritten(const std::string& command, const CommonSettings& settings, const std::string& what) {
  if (settings.quiet || !settings.output || *settings.output == "-") return;
  std::fprintf(stderr, "movebal %s: wrote %s: %s\n", command.c_str(), settings.output->c_str(), what.c_str());
}

std::function<void(std::size_t, std::size_t)> TerminalPartsProgress(const char* what) {
  if (!isatty(fileno(stderr))) return {};
  return [what](std::size_t done, std::size_t total) {
    std::fprintf(stderr, "\r%s: %zu of %zu parts", what, done, total);
    std::fflush(stderr);
  };
}

Run RunOf(const CommonSettings& settings) {
  return {settings.seed, settings.threads > 0 ? settings.threads : Cores(), Budget::Seconds(settings.time.value_or(0))};
}

// I and N are read by the option table's whole-number grammar: no blanks,
// no '+', nothing beyond the limit wrapped around into range.
Result<Shard> ParseShard(const std::string& text) {
  const OptionInfo part{"shard", "", nullptr, 1, kMaxShards, ""};
  const std::size_t slash = text.find('/');
  int i = 0, n = 0;
  if (slash == std::string::npos || !Convert(part, text.substr(0, slash), i) || !Convert(part, text.substr(slash + 1), n) ||
      i > n) {
    return Error::Plain(fmt::format("--shard must be I/N, whole numbers with 1 <= I <= N <= {}, not '{}'", kMaxShards,
                                    Excerpt(text)));
  }
  return Shard{i - 1, n};
}

void EndTerminalProgress() {
  if (isatty(fileno(stderr))) std::fputs("\r\033[K", stderr);
}

}  // namespace movebal
