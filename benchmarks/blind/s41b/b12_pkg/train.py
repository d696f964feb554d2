import torch

from .bakery import INGREDIENTS, sample_recipes
from .model import LoafModel
from .trainer import evaluate, fit

SETUP = {"seed": 10, "n_train": 1500, "n_test": 500, "epochs": 20, "batch": 64, "lr": 3e-3}


def main(setup=SETUP):
    torch.manual_seed(setup["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(setup["seed"])
    train_set = sample_recipes(setup["n_train"], gen)
    test_set = sample_recipes(setup["n_test"], gen)
    model = LoafModel(len(INGREDIENTS))
    opt = torch.optim.AdamW(model.parameters(), lr=setup["lr"], weight_decay=1e-4)
    fit(model, opt, train_set, setup, gen)
    mae, active = evaluate(model, test_set)
    print(f"test MAE {mae:.0f} cm3 (loaf volume sd {test_set[2].std().item():.0f} cm3); "
          f"{active:.1f} ingredients attended per recipe")


if __name__ == "__main__":
    main()
