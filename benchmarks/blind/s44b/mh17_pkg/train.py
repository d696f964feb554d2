"""Flavour family of ice-cream recipes from their ingredient lists."""
import torch

from .classifier import init
from .embeddings import reset_padding
from .recipes import FAMILIES, batches, recipe_book
from .steps import accuracy, make_step

CONFIG = {"recipes": 3000, "dim": 16, "hidden": 32, "batch": 64, "epochs": 6, "lr": 1e-2, "seed": 0}


def main(cfg=CONFIG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    ids, family = recipe_book(cfg["recipes"], gen)
    n_tr = int(0.8 * len(family))
    params = init(cfg["dim"], cfg["hidden"], gen)
    opt = torch.optim.Adam(params.values(), lr=cfg["lr"])
    step = make_step(params, opt, after_step=[reset_padding])

    for epoch in range(cfg["epochs"]):
        losses = [step(i, f) for i, f in batches(ids[:n_tr], family[:n_tr], cfg["batch"], gen)]
        with torch.no_grad():
            acc = accuracy(params, ids[n_tr:], family[n_tr:])
        print(f"epoch {epoch}: train ce {sum(losses) / len(losses):.3f}  val acc {acc:.3f}")
    print(f"{len(FAMILIES)} families; padding row norm {params['ingredients'][0].norm():.4f}")


if __name__ == "__main__":
    main()
