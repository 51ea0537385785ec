#pragma once

// A test's steps in helper functions. QVERIFY and QCOMPARE leave the function they are in
// with `return;`, so in a void helper a failed check only ends the helper and the test goes
// on from a broken premise, failing later somewhere that says nothing. A helper is
// `[[nodiscard]] bool` instead and checks with these macros: a failure is reported at the
// helper's line and the helper returns false; the test calls it as QVERIFY(helper(...)),
// which stops the test there.

#include <QTest>

#define BM_CHECK(condition)                                                                        \
    do {                                                                                           \
        if (!QTest::qVerify(static_cast<bool>(condition), #condition, "", __FILE__, __LINE__))     \
            return false;                                                                          \
    } while (false)

#define BM_CHECK2(condition, message)                                                              \
    do {                                                                                           \
        if (!QTest::qVerify(static_cast<bool>(condition), #condition, (message), __FILE__, __LINE__)) \
            return false;                                                                          \
    } while (false)

#define BM_CHECK_COMPARE(actual, expected)                                                         \
    do {                                                                                           \
        if (!QTest::qCompare(actual, expected, #actual, #expected, __FILE__, __LINE__))            \
            return false;                                                                          \
    } while (false)
