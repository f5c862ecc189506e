// The count, list, verify and generate roundrobin/whist command lines.
#include <algorithm>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>

#include "test_support.h"

namespace movebal {
namespace {

using testing::RunMovebal;

TEST(DesignCommands, CountsStartersWholeAndInShards) {
  auto whole = RunMovebal("count starters --order 17");
  EXPECT_EQ(whole.status, 0);
  EXPECT_EQ(whole.out, "starters of Z_17: 3857\n");
  std::uint64_t sum = 0;
  for (int i = 1; i <= 4; ++i) {
    auto part = RunMovebal("count starters --order 17 --threads 1 --shard " + std::to_string(i) + "/4");
    ASSERT_EQ(part.status, 0);
    sum += std::stoull(part.out.substr(part.out.find(':') + 1));
  }
  EXPECT_EQ(sum, 3857u);
  EXPECT_EQ(RunMovebal("count starters --order 17 --shard 5/4").status, 2);
  EXPECT_EQ(RunMovebal("count starters --order 16").status, 2);
  EXPECT_EQ(RunMovebal("count unicorns").status, 2);
}

TEST(DesignCommands, ListsStarters) {
  auto r = RunMovebal("list starters --order 7 --first 2");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "1 3, 2 6, 4 5\n1 5, 2 3, 4 6\n");
}

TEST(DesignCommands, CountsAndListsWhist) {
  auto count = RunMovebal("count whist --players 13 --orientations");
  EXPECT_EQ(count.status, 0);
  EXPECT_NE(count.out.find("cyclic Wh(13): 9\n"), std::string::npos);
  EXPECT_NE(count.out.find("directed: 8\n"), std::string::npos);
  auto list = RunMovebal("list whist --players 8");
  EXPECT_EQ(list.status, 0);
  EXPECT_EQ(std::count(list.out.begin(), list.out.end(), '\n'), 6);
  auto directed = RunMovebal("list whist --players 13 --max-surplus 0");
  EXPECT_EQ(std::count(directed.out.begin(), directed.out.end(), '\n'), 8);
  EXPECT_EQ(RunMovebal("list whist --players 10").status, 2);
}

TEST(DesignCommands, GeneratedWhistPassesTheVerifier) {
  const std::string file = ::testing::TempDir() + "movebal_whist13.asc";
  auto gen = RunMovebal("generate whist --players 13 --directed --force -o " + file);
  ASSERT_EQ(gen.status, 0) << gen.err;
  auto verify = RunMovebal("verify whist " + file);
  EXPECT_EQ(verify.status, 0);
  EXPECT_NE(verify.out.find("whist tournament of 13 players, directed"), std::string::npos);
  auto check = RunMovebal("check " + file);
  EXPECT_EQ(check.status, 0);
  std::remove(file.c_str());
  auto nine = RunMovebal("generate whist --players 9 --directed --schedule");
  EXPECT_EQ(nine.status, 0);
  EXPECT_EQ(std::count(nine.out.begin(), nine.out.end(), '\n'), 9);
}

// `verify crrs` reads both layouts `generate crrs` writes (issue 20, item
// 17); a movement changed by one board is then caught by the verifier.
TEST(DesignCommands, VerifyCrrsReadsWhatGenerateCrrsWrites) {
  for (int teams : {3, 4, 5, 8}) {
    for (const char* layout : {"", " --schedule"}) {
      const std::string file = ::testing::TempDir() + "movebal_crrs_" + std::to_string(getpid()) + ".txt";
      auto gen = RunMovebal("generate crrs --moves 0 --force --teams " + std::to_string(teams) + layout + " -o " + file);
      ASSERT_EQ(gen.status, 0) << gen.err;
      auto verify = RunMovebal("verify crrs " + file);
      EXPECT_EQ(verify.status, 0) << teams << layout << "\n" << verify.out << verify.err;
      EXPECT_NE(verify.out.find(fmt::format("CRRS for {} teams", teams)), std::string::npos) << verify.out;
      if (*layout == '\0') {
        // Board A becomes B in the first cell: condition (iii) or (iv) breaks.
        std::string text = testing::ReadFile(file);
        const std::size_t first_row = text.find('\n') + 1;
        const std::size_t board = text.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ", first_row);
        text[board] = text[board] == 'A' ? 'B' : 'A';
        std::FILE* out = std::fopen(file.c_str(), "w");
        std::fputs(text.c_str(), out);
        std::fclose(out);
        auto broken = RunMovebal("verify crrs " + file);
        EXPECT_EQ(broken.status, 1) << teams << "\n" << broken.out << broken.err;
        EXPECT_NE(broken.out.find("not a CRRS"), std::string::npos) << broken.out;
      }
      std::remove(file.c_str());
    }
  }
}

// The largest sizes come from stored seeds of the random search; the file
// written is judged by `verify whist`, which reads only the seats.
TEST(DesignCommands, LargeWhistAtTheLeastSurplusPassesTheVerifier) {
  for (auto [players, expected] : {std::pair{57, "directed (left-opponent surplus 0)"}}) {
    const std::string file = ::testing::TempDir() + "movebal_whist_large.asc";
    auto gen = RunMovebal("generate whist --players " + std::to_string(players) + " --force -o " + file);
    ASSERT_EQ(gen.status, 0) << gen.err;
    auto verify = RunMovebal("verify whist " + file);
    EXPECT_EQ(verify.status, 0);
    EXPECT_NE(verify.out.find(std::to_string(players) + " players, " + expected), std::string::npos) << verify.out;
    std::remove(file.c_str());
  }
}

TEST(DesignCommands, VerifyRejectsAPairsMovement) {
  const std::string file = ::testing::TempDir() + "movebal_rr8.asc";
  ASSERT_EQ(RunMovebal("generate roundrobin --teams 8 --force -o " + file).status, 0);
  auto verify = RunMovebal("verify whist " + file);
  EXPECT_EQ(verify.status, 1);
  EXPECT_NE(verify.out.find("not a whist tournament"), std::string::npos);
  std::remove(file.c_str());
  EXPECT_EQ(RunMovebal("verify whist /nonexistent/file.asc").status, 2);
}

TEST(DesignCommands, RoundRobinWithCouples) {
  auto r = RunMovebal("generate roundrobin --teams 6 --avoid 1-2,3-4,5-6 --schedule");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 4);
  EXPECT_EQ(r.out.find("1-2"), std::string::npos);
  EXPECT_EQ(RunMovebal("generate roundrobin --teams 6 --avoid 1-x").status, 2);
}

// Two teams kept apart have no round left: refused before a file is written
// (a movement of no rounds is one that check refuses).
TEST(DesignCommands, RoundRobinThatLeavesNoRoundsIsRefused) {
  const std::string file = testing::TempPath("no_rounds.asc");
  auto r = RunMovebal("generate roundrobin --teams 2 --avoid 1-2 -o " + file);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("avoiding 1-2 leaves no rounds"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(file));
  r = RunMovebal("generate roundrobin --teams 2 --avoid 1-2 --schedule");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  // Three teams kept one couple apart still play two rounds.
  EXPECT_EQ(RunMovebal("generate roundrobin --teams 3 --avoid 1-2 -o " + file).status, 0);
  std::remove(file.c_str());
}

}  // namespace
}  // namespace movebal
