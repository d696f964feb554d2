import torch

from .jets import JetLoader, make_jets
from .loop import FitLoop
from .module import JetTagger


def main():
    torch.manual_seed(0)
    x_tr, y_tr = make_jets(384, seed=0)
    x_va, y_va = make_jets(128, seed=1)
    module = JetTagger(lr=2e-3, dims=(32, 48), k=6)
    FitLoop(max_epochs=2).fit(module, JetLoader(x_tr, y_tr, 64), JetLoader(x_va, y_va, 64, shuffle=False))


if __name__ == "__main__":
    main()
