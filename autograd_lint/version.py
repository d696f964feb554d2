"""The version, in a module of its own: the package's parts read it without importing the package
root (which imports the engine).
"""
__version__ = "0.1.0"
