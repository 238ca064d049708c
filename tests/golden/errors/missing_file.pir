# RUN: does-not-exist.pir --passes=verify
# EXIT: 1
# A missing input file is an input error (exit 1).
