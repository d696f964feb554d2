"""Execute the code cells of a notebook in order, in one namespace (like "Run All").

usage: python run_nb.py gNN_notebook.ipynb
Tracebacks name the cell as "<file>.ipynb:cell N" (code cells counted from 1).
"""
import json
import os
import sys


def main(path):
    nb_dir = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, nb_dir)
    with open(path) as fh:
        nb = json.load(fh)
    ns = {"__name__": "__main__"}
    n = 0
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        n += 1
        src = "".join(cell["source"])
        print(f"--- [{os.path.basename(path)} cell {n}]")
        exec(compile(src, f"{os.path.basename(path)}:cell {n}", "exec"), ns)


if __name__ == "__main__":
    main(sys.argv[1])
