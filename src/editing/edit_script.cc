#include "editing/edit_script.h"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>
#include <utility>

#include "base/number_list.h"
#include "editing/edit_operations.h"
#include "formats/movement_formats.h"

namespace movebal {
namespace {

// One whole number from 1 up, or one board-group letter where `letters`;
// `what` names it in the error ("the pair").
Result<int> OneNumber(const char* what, const std::string& word, bool letters = false) {
  auto numbers = ParseNumbers(what, word, ListRules{.letters = letters, .max_items = 1});
  if (!numbers) {
    return Error::Plain(fmt::format("{} must be {}, not '{}'", what,
                                    letters ? "a letter A-Z or a whole number from 1" : "a whole number from 1",
                                    Excerpt(word)));
  }
  return numbers->front();
}

// The movement of a file named in a step, in any format movebal reads: a
// file's own error keeps its place; the structure errors of a file that
// reads are the reader's too.
Result<Movement> ReadOther(const std::string& file) {
  auto doc = ReadMovementFile(file);
  if (!doc) return doc.error();
  return std::move(doc->movement);
}

Result<Movement> ApplySideBySide(const Movement& m, const Words& w) {
  auto other = ReadOther(w[0]);
  if (!other) return other.error();
  return SideBySide(m, *other);
}

Result<Movement> ApplyThen(const Movement& m, const Words& w) {
  auto other = ReadOther(w[0]);
  if (!other) return other.error();
  return OneAfterOther(m, *other);
}

Result<Movement> ApplyRenumber(const Movement& m, const Words& w) {
  static const std::vector<std::pair<std::string, Numbering>> kWhat = {
      {"pairs", Numbering::kPairs}, {"players", Numbering::kPairs}, {"tables", Numbering::kTables},
      {"rounds", Numbering::kRounds}, {"groups", Numbering::kGroups}};
  for (const auto& [name, what] : kWhat) {
    if (w[0] != name) continue;
    auto to = ParseNumbers("the list", w[1], ListRules{.letters = what == Numbering::kGroups});
    if (!to) return to.error();
    return Renumber(m, what, *to);
  }
  return Error::Plain(fmt::format("renumber takes pairs, players, tables, rounds or groups, not '{}'", Excerpt(w[0])));
}

Result<Movement> ApplyCurtail(const Movement& m, const Words& w) {
  auto rounds = OneNumber("the rounds kept", w[0]);
  if (!rounds) return rounds.error();
  return Curtail(m, *rounds);
}

Result<Movement> ApplyRemovePair(const Movement& m, const Words& w) {
  auto p = OneNumber("the pair", w[0]);
  if (!p) return p.error();
  return RemoveContestant(m, *p);
}

Result<Movement> ApplyAddTable(const Movement& m, const Words&) { return AddTable(m); }
Result<Movement> ApplyDropEmptyTables(const Movement& m, const Words&) { return DropEmptyTables(m); }
Result<Movement> ApplyBarometer(const Movement& m, const Words&) { return Barometer(m); }

Result<Movement> ApplyFixPair(const Movement& m, const Words& w) {
  auto p = OneNumber("the pair", w[0]);
  if (!p) return p.error();
  auto t = OneNumber("the table", w[1]);
  if (!t) return t.error();
  return FixPair(m, *p, *t);
}

Result<Movement> ApplyFixBoards(const Movement& m, const Words& w) {
  auto g = OneNumber("the board group", w[0], true);
  if (!g) return g.error();
  auto t = OneNumber("the table", w[1]);
  if (!t) return t.error();
  return FixBoards(m, *g, *t);
}

Result<Movement> ApplyStanzas(const Movement& m, const Words& w) {
  // Stanzas may have the same length: the list allows repeats here.
  std::vector<int> lengths;
  std::size_t start = 0;
  while (start <= w[0].size()) {
    const std::size_t comma = std::min(w[0].find(',', start), w[0].size());
    auto length = OneNumber("a stanza's length", w[0].substr(start, comma - start));
    if (!length) return Error::Plain("the lengths must be whole numbers from 1, separated by commas");
    lengths.push_back(*length);
    start = comma + 1;
  }
  return Stanzas(m, lengths);
}

// What a movement file may hold (asc_reader.h): a result beyond it could not
// be read back.
Status CheckFileLimits(const Movement& m) {
  for (const auto& [count, limit, what] : {std::tuple{m.contestants, MovementLimits::kMaxContestants, "contestants"},
                                           std::tuple{m.tables, MovementLimits::kMaxTables, "tables"},
                                           std::tuple{m.rounds, MovementLimits::kMaxRounds, "rounds"},
                                           std::tuple{m.groups, MovementLimits::kMaxGroups, "board groups"}}) {
    if (count > limit) {
      return Error::Plain(fmt::format("the result has {} {}, more than the {} a movement file may hold", count, what, limit));
    }
  }
  return Ok();
}

}  // namespace

const std::vector<EditOperation>& EditOperations() {
  static const std::vector<EditOperation> table = {
      {"side-by-side", "FILE", "FILE's tables after these, its pairs numbered after these, on the same boards", 1,
       ApplySideBySide},
      {"then", "FILE", "FILE's rounds after these (a second session), its board groups numbered after these", 1,
       ApplyThen},
      {"renumber", "pairs|tables|rounds|groups LIST", "the i-th number of LIST is the new number of i", 2,
       ApplyRenumber},
      {"curtail", "N", "keep the first N rounds; board groups no longer played are dropped", 1, ApplyCurtail},
      {"remove-pair", "P", "P leaves: its opponents sit out, the pairs above P move down one", 1, ApplyRemovePair},
      {"add-table", "", "one more table, empty in every round", 0, ApplyAddTable},
      {"drop-empty-tables", "", "tables empty in every round are taken away, the others numbered 1 on", 0,
       ApplyDropEmptyTables},
      {"barometer", "", "every table plays round r's boards (group r) in round r", 0, ApplyBarometer},
      {"fix-pair", "P T", "pair P sits North-South at table T in every round", 2, ApplyFixPair},
      {"fix-boards", "G T", "board group G stays at table T", 2, ApplyFixBoards},
      {"stanzas", "K1,K2,...", "stanzas of K1, K2... rounds, each with boards of its own that everybody plays once", 1,
       ApplyStanzas},
  };
  return table;
}

Result<std::vector<EditStep>> ParseEditScript(const Words& words) {
  std::vector<EditStep> steps;
  for (std::size_t i = 0; i < words.size();) {
    const EditOperation* operation = nullptr;
    for (const EditOperation& row : EditOperations()) {
      if (words[i] == row.name) operation = &row;
    }
    if (operation == nullptr) {
      std::string names;
      for (const EditOperation& row : EditOperations()) names.append(names.empty() ? "" : ", ").append(row.name);
      return Error::Plain(fmt::format("unknown operation '{}' (the operations: {})", Excerpt(words[i]), names));
    }
    if (words.size() - i - 1 < operation->arity) {
      return Error::Plain(fmt::format("{} takes {}", operation->name, operation->operands));
    }
    steps.push_back({operation, Words(words.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                      words.begin() + static_cast<std::ptrdiff_t>(i + 1 + operation->arity))});
    i += 1 + operation->arity;
  }
  return steps;
}

Result<Movement> ApplyEditScript(const Movement& m, const std::vector<EditStep>& steps) {
  Movement current = m;
  for (const EditStep& step : steps) {
    auto next = step.operation->apply(current, step.words);
    if (next) {
      if (Status fits = CheckFileLimits(*next); !fits) next = fits.error();
    }
    if (!next) {
      if (!next.error().file.empty()) return next.error();
      return Error::Plain(fmt::format("{}: {}", EditScriptText({step}), next.error().message));
    }
    current = std::move(*next);
  }
  return current;
}

std::string EditScriptText(const std::vector<EditStep>& steps) {
  std::string text;
  for (const EditStep& step : steps) {
    text.append(text.empty() ? "" : " ").append(step.operation->name);
    for (const std::string& word : step.words) text.append(" ").append(word);
  }
  return text;
}

std::string EditOperationsHelp() {
  std::string text;
  for (const EditOperation& row : EditOperations()) {
    text += fmt::format("  {:<44} {}\n", fmt::format("{} {}", row.name, row.operands), row.summary);
  }
  return text;
}

}  // namespace movebal
