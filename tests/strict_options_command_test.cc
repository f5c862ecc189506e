// Every option does what it says (issue 20, items 3-7): a subtool takes only
// the options it uses, contradictions are refused, lists follow one strict
// grammar, whole numbers are read alike, and a forgotten value is not filled
// by the next option. Each refusal is exit 2 with a reason naming the option.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <filesystem>

#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::RunMovebal;

const std::string kMitchell = kSourceDir + "/movements/mitchell-05t.asc";

struct Refusal {
  std::string args;
  std::string reason;  // a fragment of the message
};

void ExpectRefused(const std::vector<Refusal>& refusals) {
  for (const Refusal& r : refusals) {
    const auto run = RunMovebal(r.args);
    EXPECT_EQ(run.status, 2) << r.args << "\n" << run.err;
    EXPECT_NE(run.err.find(r.reason), std::string::npos) << r.args << "\n" << run.err;
    EXPECT_EQ(run.out, "") << r.args;
  }
}

TEST(StrictOptions, OptionsASubtoolDoesNotUseAreRefused) {
  ExpectRefused({
      {"generate roundrobin --teams 6 --seed 3", "unknown option '--seed'"},
      {"generate roundrobin --teams 6 -T 1", "unknown option '-T'"},
      {"generate roundrobin --teams 6 --threads 2", "unknown option '--threads'"},
      {"generate ogwhd --players 7 --seed 3", "unknown option '--seed'"},
      {"generate whist --players 8 --seed 3", "--seed does not apply: they set the random search"},
      {"generate mitchell --tables 5 --seed 3", "--seed does not apply: they set the balancing"},
      {"generate howell --pairs 8 --threads 2", "--threads does not apply"},
      {"list starters --order 7 --format tables", "--format does not apply to list starters"},
      {"list starters --order 7 --max-surplus 1", "--max-surplus does not apply to list starters"},
      {"list starters --order 7 --bound 50", "--bound does not apply to list starters"},
      {"list starters --order 7 --published", "--published does not apply to list starters"},
      {"list ogwhd --format rounds", "--format does not apply to list ogwhd"},
      {"count starters --order 7 --orientations", "--orientations does not apply to count starters"},
      {"count starters --order 7 -n 8", "--players does not apply to count starters"},
      {"count whist --players 8 --order 7", "--order does not apply to count whist"},
  });
  // Sizes that would print nothing for minutes are refused at once (item 9).
  ExpectRefused({{"list starters --order 63 --first 3", "would take minutes"},
                 {"list starters --order 41 --first 1", "would take minutes"},
                 {"list ogwhd --bound 1000", "would take minutes"},
                 {"generate whist --players 44 --index 1000000000000", "--index must be a whole number in 0..100000"}});
  // The same options where they apply.
  EXPECT_EQ(RunMovebal("generate mitchell --tables 5 -b --seed 3 -s 2000 --threads 1").status, 0);
  EXPECT_EQ(RunMovebal("list starters --order 7 --first 1").status, 0);
  EXPECT_EQ(RunMovebal("count whist --players 8 --orientations").status, 0);
}

// -T is the whole run: searches of days of steps end when the time is up
// and keep what they have (issue 20, item 1). `timeout` turns a run past the
// bound into exit 124; the ogwhd search has found nothing by then (exit 1),
// and the Howell candidates share the -T.
TEST(StrictOptions, TimeBoundsEverySearch) {
  const std::pair<std::string, int> runs[] = {
      {"generate crrs --teams 4 --moves 2147483648 -T 1", 0},
      {"generate carryover --players 26 --moves 1000000000 -T 1", 0},
      {"generate ogwhd --players 43 --moves 10000000000000 -T 1", 1},
      // 40 candidates: 80 s if each had the whole -T, 2 s when they share it.
      {"generate howell --pairs 20 --balance -T 2 --threads 1 -s 1000000000000 --candidates 40", 0},
  };
  for (const auto& [args, expected] : runs) {
    const int status = std::system(("timeout 60 " + testing::kBinary + " " + args + " >/dev/null 2>&1").c_str());
    ASSERT_TRUE(WIFEXITED(status)) << args;
    EXPECT_EQ(WEXITSTATUS(status), expected) << args;
  }
}

// -T bounds optimise's polish after the search too (item 2): with a polish
// of a million steps a cell (hours on 60 tables) the run still ends at -T.
TEST(StrictOptions, TimeBoundsTheOptimisersPolish) {
  const std::string movement = ::testing::TempDir() + "strict_polish_60t.asc";
  ASSERT_EQ(RunMovebal("generate mitchell --tables 60 -o " + movement + " --force").status, 0);
  const int status = std::system(("timeout 60 " + testing::kBinary + " optimise -q -T 1 --threads 1 --tune " +
                                  "anneal_polish_per_cell=1000000 " + movement + " >/dev/null 2>&1").c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  std::remove(movement.c_str());
}

TEST(StrictOptions, ContradictionsAreRefused) {
  ExpectRefused({
      {"generate howell --pairs 8 --starter '1 6, 2 5, 3 4' --patterned", "--starter and --patterned contradict"},
      {"generate howell --pairs 8 --starter '1 6, 2 5, 3 4' --candidates 3", "--starter and --candidates contradict"},
      {"generate howell --pairs 8 --patterned --candidates 3", "--patterned and --candidates contradict"},
      {"generate carryover --players 4 --games --as-movement", "--games and --as-movement contradict"},
      {"generate whist --players 8 --random --index 2", "--random and --index contradict"},
      {"generate whist --players 8 --index 2 --directed", "--index and --directed contradict"},
      {"optimise -r 1 -R 1 " + kMitchell, "--only-round and --fix-round contradict"},
      {"optimise -R 1 -D 2 " + kMitchell, "--only-round and --only-table contradict"},
      {"optimise -f 3 -a " + kMitchell + " " + kMitchell, "--fix-matrix and --fix-first contradict"},
      {"check --json --summary " + kMitchell, "--json and --summary contradict"},
  });
}

TEST(StrictOptions, ListsFollowOneStrictGrammar) {
  ExpectRefused({
      {"optimise -P 1-2garbage " + kMitchell, "--preferred expects"},
      {"optimise -P 1-2,9-14 " + kMitchell, "--preferred expects"},
      {"optimise -P ' +1-+2' " + kMitchell, "--preferred expects"},
      {"optimise -P 3-2 " + kMitchell, "n1 <= n2"},
      {"optimise -r A " + kMitchell, "--fix-round expects"},
      {"optimise -t A " + kMitchell, "--fix-table expects"},
      {"optimise -i H " + kMitchell, "--fix-pair expects"},
      {"optimise -r 1, " + kMitchell, "--fix-round has an empty item"},
      {"optimise -r 1,,3 " + kMitchell, "--fix-round has an empty item"},
      {"optimise -r 1,1 " + kMitchell, "repeats the item '1'"},
      {"optimise -r 1 -r 1 " + kMitchell, "repeats the item '1'"},
      {"check --strong-pair 1,1 " + kMitchell, "repeats the item '1'"},
      {"check --strong-pair 1,,3 " + kMitchell, "--strong-pair has an empty item"},
      {"check --strong-pair 1,2,3 " + kMitchell, "at most 2 are taken"},
      {"generate howell --pairs 8 --starter '99 6, 2 5, 3 4'", "not a pair of two numbers 1..6"},
      {"generate roundrobin --teams 6 --avoid 1-2,", "--avoid expects"},
      {"generate whist --players 8 --spouses '1-2, 3-4'", "--spouses expects"},
  });
  const auto fixed = RunMovebal("optimise -q -s 200 --threads 1 -r 1,2 -r 3 -j A,C -P 2-9 " + kMitchell);
  EXPECT_EQ(fixed.status, 0) << fixed.err;
  const auto strong = RunMovebal("check --strong-pair 1,2 " + kMitchell);
  EXPECT_EQ(strong.status, 0) << strong.err;
}

TEST(StrictOptions, WholeNumbersAreReadAlikeAndRangesPrintWhole) {
  ExpectRefused({
      {"generate mitchell --tables -0", "--tables expects a whole number, not '-0'"},
      {"optimise --seed -0 " + kMitchell, "--seed expects a whole number, not '-0'"},
      {"optimise --threads -0 " + kMitchell, "--threads expects a whole number, not '-0'"},
      {"generate crrs --teams 4 --moves -0", "--moves expects a whole number, not '-0'"},
      // Reals alike: the weights (also in the balans spelling, without "optimise").
      {"optimise --w1 -0 " + kMitchell, "--w1 expects a number, not '-0'"},
      {"optimise --w2 -0 " + kMitchell, "--w2 expects a number, not '-0'"},
      {"optimise --w2 -0.0 " + kMitchell, "--w2 expects a number, not '-0.0'"},
      {"--w1 -0 " + kMitchell, "--w1 expects a number, not '-0'"},
      {"--w2 -0 " + kMitchell, "--w2 expects a number, not '-0'"},
  });
  const auto help = RunMovebal("optimise --help");
  EXPECT_NE(help.out.find("[0..9223372036854775807]"), std::string::npos) << help.out;
  EXPECT_EQ(help.out.find("e+"), std::string::npos) << help.out;
  const auto top = RunMovebal("optimise -q -s 100 --threads 1 --seed 9223372036854775807 " + kMitchell);
  EXPECT_EQ(top.status, 0) << top.err;  // the printed bound is taken
}

// --shard I/N is read by the whole-number grammar: nothing wraps around into
// range, and no blank or '+' is taken.
TEST(StrictOptions, ShardsAreWholeNumbersWithinTheLimit) {
  const std::string bound = "bound " + kSourceDir + "/movements/scheveningen-12.asc --shard ";
  for (const char* shard : {"4294967297/4294967298", "99999999999/99999999999", "' 1/2'", "'+1/2'", "'1/ 2'",
                                   "'1/2 '", "1/2/3", "1/1000001", "0/2", "3/2", "1/-0", "1/", "/2", "12"}) {
    ExpectRefused({{std::string("count starters --order 7 --shard ") + shard, "--shard must be I/N, whole numbers with 1 <= I <= N <= 1000000"},
                   {bound + shard, "--shard must be I/N, whole numbers with 1 <= I <= N <= 1000000"}});
  }
  const auto last = RunMovebal("count starters --order 7 --threads 1 --shard 1000000/1000000");
  EXPECT_EQ(last.status, 0) << last.err;
}

TEST(StrictOptions, AMissingValueDoesNotSwallowTheNextOption) {
  ExpectRefused({
      {"optimise " + kMitchell + " --output --quiet x.asc", "--output expects a value, not the option-like '--quiet'"},
      {"optimise " + kMitchell + " -o --", "--output expects a value"},
      {"check --svg --quiet " + kMitchell, "--svg expects a value, not the option-like '--quiet'"},
      {"generate mitchell --tables 5 -o --force", "--output expects a value"},
  });
  EXPECT_FALSE(std::filesystem::exists("--quiet"));
  EXPECT_FALSE(std::filesystem::exists("--force"));
}

}  // namespace
}  // namespace movebal
