#include "search/memory_fit.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

TEST(MemoryFit, RunsTheChainsThatFitInThePlannedShare) {
  const MemoryNeed need{100 * kMiB, 50 * kMiB};
  // 1000 MiB available, 750 planned: 100 shared, then 13 chains of 50.
  EXPECT_EQ(ChainsThatFit(need, 64, 1000 * kMiB), 13);
  EXPECT_EQ(ChainsThatFit(need, 8, 1000 * kMiB), 8);  // never more than asked
  EXPECT_EQ(need.For(13), 750 * kMiB);
}

TEST(MemoryFit, AlwaysTriesOneChain) {
  const MemoryNeed need{100 * kMiB, 50 * kMiB};
  EXPECT_EQ(ChainsThatFit(need, 16, 10 * kMiB), 1);
  EXPECT_EQ(ChainsThatFit(need, 0, 1000 * kMiB), 1);
  EXPECT_EQ(ChainsThatFit(MemoryNeed{}, 5, 0), 5);  // needing nothing, all fit
}

TEST(MemoryFit, TheNoteSaysWhatWasAskedAndWhatRuns) {
  const MemoryNeed need{0, 512 * kMiB};
  EXPECT_EQ(FewerChainsNote(need, 8, 3, std::size_t{2} << 30),
            "8 chains need about 4.0 GiB; 3 fit in the 2.0 GiB available: running 3");
  EXPECT_EQ(FewerChainsNote(need, 2, 1, 600 * kMiB), "2 chains need about 1.0 GiB; one fits in the 600.0 MiB "
                                                     "available: running 1");
}

TEST(MemoryFit, BytesReadAsPeopleReadThem) {
  EXPECT_EQ(HumanBytes(1), "1 KiB");
  EXPECT_EQ(HumanBytes(512 * 1024), "512 KiB");
  EXPECT_EQ(HumanBytes(34 * kMiB + kMiB / 2), "34.5 MiB");
  EXPECT_EQ(HumanBytes(std::size_t{5} << 29), "2.5 GiB");
}

TEST(MemoryFit, ThisSystemReportsSomeMemoryAvailable) {
  const auto available = AvailableMemory();
  ASSERT_TRUE(available.has_value());  // Linux: /proc/meminfo
  EXPECT_GT(*available, 0u);
  EXPECT_GE(ThreadReserve(), kThreadStackBytes);
}

}  // namespace
}  // namespace movebal
