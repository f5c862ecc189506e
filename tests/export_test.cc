// Every export read back, independently of the writer, and compared with the
// movement cell for cell: the Bridgemate CSV, the paste columns and the JSON.
#include "club/export.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>
#include <sstream>

#include "movement/movement_file.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;

std::vector<std::vector<int>> NumberRows(const std::string& text, char separator, std::string& header) {
  std::istringstream in(text);
  std::getline(in, header);
  std::vector<std::vector<int>> rows;
  for (std::string line; std::getline(in, line);) {
    std::vector<int> row;
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, separator);) row.push_back(std::stoi(field));
    rows.push_back(row);
  }
  return rows;
}

// Where the fields of a row are (0-based columns).
struct Layout {
  std::size_t table, round, north, east, south, west, low;  // south/west for individuals
};

// The movement rebuilt from the rows: the group is found from the low board,
// and the high board (the next column) must close it.
Movement Rebuild(const Movement& shape, const std::vector<std::vector<int>>& rows, const Layout& at, int per_group) {
  Movement m = Movement::Empty(shape.contestants, shape.tables, shape.rounds, shape.groups, shape.individual);
  m.group_style = shape.group_style;
  for (const auto& row : rows) {
    Cell& c = m.at(row[at.round] - 1, row[at.table] - 1);
    const int low = row[at.low], high = row[at.low + 1];
    EXPECT_EQ((low - 1) % per_group, 0) << "low board " << low;
    EXPECT_EQ(high, low + per_group - 1);
    c.group = (low - 1) / per_group;
    c.ns = {row[at.north], shape.individual ? row[at.south] : 0};
    c.ew = {row[at.east], shape.individual ? row[at.west] : 0};
  }
  return m;
}

void ExpectExportsReadBack(const Movement& m, int per_group) {
  ExportOptions options;
  options.boards_per_group = per_group;
  std::string header;
  // Bridgemate: Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard[,South,West]
  const auto bm = NumberRows(FormatBridgemate(m, options), ',', header);
  EXPECT_EQ(header, m.individual ? "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,South,West"
                                 : "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard");
  // The data connector's rules: each table lists rounds 1, 2, ... without a
  // gap; a round the table stands empty has no pairs and no board range.
  std::vector<std::vector<int>> played;
  std::map<int, int> last_round;  // by table
  for (const auto& row : bm) {
    EXPECT_EQ(row[0], 1);  // section
    EXPECT_EQ(row[2], last_round[row[1]] + 1) << "table " << row[1];
    last_round[row[1]] = row[2];
    const bool empty = row[3] == 0 && row[4] == 0;
    if (empty) {
      EXPECT_EQ(row[5], 0);
      EXPECT_EQ(row[6], 0);
      EXPECT_FALSE(m.at(row[2] - 1, row[1] - 1).occupied());
    } else {
      played.push_back(row);
    }
  }
  EXPECT_EQ(played.size(), static_cast<std::size_t>(m.OccupiedCells()));
  EXPECT_EQ(Rebuild(m, played, {1, 2, 3, 4, 7, 8, 5}, per_group), m);
  // Paste: Table, Round, N-S, E-W (or N, S, E, W), From, To.
  const auto paste = NumberRows(FormatPaste(m, options), '\t', header);
  EXPECT_EQ(paste.size(), static_cast<std::size_t>(m.OccupiedCells()));
  EXPECT_EQ(Rebuild(m, paste, m.individual ? Layout{0, 1, 2, 4, 3, 5, 6} : Layout{0, 1, 2, 3, 0, 0, 4}, per_group), m);
  // JSON: movebal's own reader.
  auto doc = ParseMovementText(FormatExport(m, ExportFormat::kJson, options), "export.json");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, m);
}

TEST(Export, EveryBundledMovementReadsBack) {
  for (const auto& entry : std::filesystem::directory_iterator(kSourceDir + "/movements")) {
    SCOPED_TRACE(entry.path().string());
    const Movement m = testing::MustParse(testing::ReadFile(entry.path().string()));
    ExpectExportsReadBack(m, 1);
    ExpectExportsReadBack(m, 3);
  }
}

TEST(Export, RandomPairsAndIndividualsReadBack) {
  std::mt19937 rng(7);
  for (int i = 0; i < 100; ++i) ExpectExportsReadBack(testing::RandomMovement(rng, i % 2 == 1, i % 3 == 0), 1 + i % 4);
}

// An absent pair's seat is 0, Bridgemate's mark for its opponents' sit-out.
TEST(Export, AbsentPairBecomesZero) {
  const Movement m = testing::Mitchell(3);
  ExportOptions options;
  options.boards_per_group = 2;
  options.absent = 6;
  EXPECT_EQ(FormatBridgemate(m, options),
            "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n"
            "1,1,1,1,4,1,2\n1,1,2,1,0,0,0\n1,1,3,1,5,5,6\n"
            "1,2,1,2,5,3,4\n1,2,2,2,4,5,6\n1,2,3,2,0,0,0\n"
            "1,3,1,3,0,0,0\n1,3,2,3,5,1,2\n1,3,3,3,4,3,4\n");
  EXPECT_EQ(FormatPaste(m, options).substr(0, 40), "Table\tRound\tN-S\tE-W\tFrom\tTo\n1\t1\t1\t4\t1\t2\n");
}

// Table 2 of the 8-pair example stands empty in rounds 4 and 6: round 4 is
// a row without pairs or boards, so that the table's rounds run 1 to 5 without
// a gap, and round 6, after its last play, is left out.
TEST(Export, BridgemateRoundsRunWithoutAGap) {
  const Movement m = testing::MustParse(testing::ReadFile(kSourceDir + "/movements/example-08p-06r.asc"));
  ExportOptions options;
  options.boards_per_group = 2;
  options.header = false;
  std::string table2;
  std::istringstream in(FormatBridgemate(m, options));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("1,2,", 0) == 0) table2 += line + "\n";
  }
  EXPECT_EQ(table2, "1,2,1,3,4,3,4\n1,2,2,1,7,3,4\n1,2,3,8,6,3,4\n1,2,4,0,0,0,0\n1,2,5,5,2,3,4\n");
}

// A section: Bridgemate numbers it (B is 2); the paste columns have none.
// Without the header line the rows are the same.
TEST(Export, SectionAndNoHeader) {
  const Movement m = testing::Mitchell(3);
  ExportOptions options;
  options.boards_per_group = 2;
  options.section = *Section::Parse("B");
  EXPECT_EQ(FormatBridgemate(m, options).substr(0, 69),
            "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n2,1,1,1,4,1,2\n2,");
  const std::string paste = FormatPaste(m, options);
  EXPECT_EQ(paste.substr(0, 40), "Table\tRound\tN-S\tE-W\tFrom\tTo\n1\t1\t1\t4\t1\t2\n");
  options.header = false;
  EXPECT_EQ(FormatPaste(m, options), paste.substr(paste.find('\n') + 1));
  EXPECT_FALSE(Section::Parse("AB").ok());
  EXPECT_FALSE(Section::Parse("1").ok());
  EXPECT_EQ(Section::Parse("c")->Label(12), "C12");
}

TEST(Export, CommandWritesWhatTheLibraryWrites) {
  const std::string file = kSourceDir + "/movements/relay-mitchell-06t.asc";
  const auto csv = testing::RunMovebal("export " + file + " --boards 4");
  ASSERT_EQ(csv.status, 0) << csv.err;
  ExportOptions options;
  options.boards_per_group = 4;
  const Movement m = testing::MustParse(testing::ReadFile(file));
  EXPECT_EQ(csv.out, FormatBridgemate(m, options));
  const auto json = testing::RunMovebal("export " + file + " --boards 4 --format json");
  ASSERT_EQ(json.status, 0) << json.err;
  // The JSON goes back into movebal as a movement file.
  const std::string path = ::testing::TempDir() + std::to_string(getpid()) + "_relay.json";
  { std::ofstream(path) << json.out; }
  const auto again = testing::RunMovebal("export " + path + " --boards 4");
  EXPECT_EQ(again.out, csv.out);
  std::remove(path.c_str());
  // --no-header drops the first line only; --section numbers the section.
  const auto bare = testing::RunMovebal("export " + file + " --boards 4 --format paste --no-header --section C");
  ASSERT_EQ(bare.status, 0) << bare.err;
  options.section = *Section::Parse("C");
  const std::string paste = FormatPaste(m, options);
  EXPECT_EQ(bare.out, paste.substr(paste.find('\n') + 1));
  EXPECT_EQ(testing::RunMovebal("export " + file + " --boards 4 --section C").out, FormatBridgemate(m, options));
  EXPECT_EQ(testing::RunMovebal("export " + file + " --boards 4 --section 3").status, 2);
  EXPECT_EQ(testing::RunMovebal("export " + file + " --boards 4 --format json --no-header").status, 2);
  EXPECT_EQ(testing::RunMovebal("export " + file).status, 2);  // --boards is required
  EXPECT_EQ(testing::RunMovebal("export " + file + " --boards 2 --format xls").status, 2);
}

}  // namespace
}  // namespace movebal
