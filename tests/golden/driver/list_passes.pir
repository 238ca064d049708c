# RUN: --list-passes
