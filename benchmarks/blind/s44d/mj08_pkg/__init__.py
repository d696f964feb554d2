"""Ink & paper compatibility: will a fountain-pen ink feather on a given paper?"""
