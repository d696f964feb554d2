"""Locate a buried ferrous object (UXO screening) from a total-field magnetometer grid."""
