import torch

from .fit import fit
from .metrics import accuracy
from .net import MeterReader
from .robustness import test_robustness
from .segments import make_dataset

if __name__ == "__main__":
    torch.manual_seed(0)
    x_tr, y_tr = make_dataset(3000, seed=1)
    x_te, y_te = make_dataset(1000, seed=2)
    reader = MeterReader()
    fit(reader, x_tr, y_tr)
    print(f"clean test accuracy: {accuracy(reader, x_te, y_te):.3f}")
    for eps, acc in test_robustness(reader, x_te, y_te).items():
        print(f"FGSM eps={eps:.2f}: accuracy {acc:.3f}")
