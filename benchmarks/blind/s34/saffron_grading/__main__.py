import torch

from .model import SpectrumGrader
from .runner import GradingRunner
from .spectra import CATEGORIES, WAVELENGTHS, extracts


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    splits = {
        "train": extracts(1600, seed=1),
        "val": extracts(400, seed=2),
        "test": extracts(400, seed=3),
    }
    model = SpectrumGrader(len(WAVELENGTHS), len(CATEGORIES))
    optimizer = torch.optim.NAdam(model.parameters(), lr=2e-3)
    runner = GradingRunner(model, splits, optimizer=optimizer)
    for epoch in range(1, 9):
        loss = runner.train_epoch()
        if epoch % 2 == 0:
            acc, mae = runner.score_split("val")
            print(f"epoch {epoch:2d}  loss {loss:.3f}  val category acc {acc:.3f}  "
                  f"E440 mae {mae:.1f}")
    acc, mae = runner.score_split("test")
    print(f"test: category acc {acc:.3f}  E440 mae {mae:.1f}")


if __name__ == "__main__":
    main()
