import torch

from .engine import evaluate, run_epoch
from .glide import CRYSTALS, N_WAX, glide_tests, wax_catalogue
from .model import GlideModel
from .optim import make_optimizers

CFG = {"seed": 19, "n_train": 4000, "n_val": 1000, "epochs": 15, "batch": 64, "lr_emb": 0.5, "lr_dense": 2e-3}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    catalogue = wax_catalogue(gen)
    train_set = glide_tests(cfg["n_train"], catalogue, gen)
    val_set = glide_tests(cfg["n_val"], catalogue, gen)
    model = GlideModel(N_WAX, 3 + len(CRYSTALS))
    optims = make_optimizers(model, cfg)
    for epoch in range(cfg["epochs"]):
        train_mse = run_epoch(model, optims, train_set, cfg["batch"], gen)
        if epoch % 3 == 0 or epoch == cfg["epochs"] - 1:
            print(f"epoch {epoch:2d}  train mse {train_mse:.4f} s^2  val MAE {evaluate(model, val_set):.3f} s")


if __name__ == "__main__":
    main()
