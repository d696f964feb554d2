import torch

from . import whistles
from .nets import ContourGenerator, HiddenCritic
from .trainer import ProfessorForcing

HP = {"n_train": 512, "n_val": 128, "batch": 32, "epochs": 3, "hidden": 48,
      "lr_gen": 2e-3, "lr_critic": 1e-3}


def build(hp):
    gen = ContourGenerator(hp["hidden"])
    critic = HiddenCritic(hp["hidden"])
    opts = {
        "gen": torch.optim.Adam(gen.parameters(), lr=hp["lr_gen"]),
        "critic": torch.optim.Adam(critic.parameters(), lr=hp["lr_critic"], betas=(0.5, 0.9)),
    }
    return gen, critic, opts


def main(hp=HP):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_bank = whistles.contour_bank(hp["n_train"], seed=1)
    val_bank = whistles.contour_bank(hp["n_val"], seed=2)
    gen, critic, opts = build(hp)
    pf = ProfessorForcing(gen, critic, opts["gen"], opts["critic"])
    for epoch in range(hp["epochs"]):
        logs = [pf.update(batch) for batch in whistles.minibatches(train_bank, hp["batch"], epoch)]
        mean = {k: sum(d[k] for d in logs) / len(logs) for k in logs[0]}
        print(f"epoch {epoch}  critic {mean['critic']:.3f}  nll {mean['nll']:.4f}  "
              f"fool {mean['fool']:.3f}  val free-run mse {pf.free_running_error(val_bank):.4f}")


if __name__ == "__main__":
    main()
