import torch

from .beaches import BEACHES, sessions
from .nets import BeachCritic, TrimModel
from .optim import build_optimizers
from .steps import critic_update, model_update

CFG = {"width": 48, "lr_encoder": 1e-3, "lr_heads": 3e-3, "lr_critic": 1e-3,
       "lam": 0.05, "steps": 400, "batch": 64}


def main(cfg=CFG):
    torch.manual_seed(0)
    model = TrimModel(5, cfg["width"], BEACHES)
    critic = BeachCritic(cfg["width"], len(BEACHES))
    opts = build_optimizers(model, critic, cfg)
    stream = sessions(cfg["batch"])

    for step in range(1, cfg["steps"] + 1):
        x, y, beach_idx = next(stream)
        shared = model.encode(x)
        c_loss = critic_update(critic, opts["critic"], shared, beach_idx)
        fit, adv = model_update(model, critic, opts["main"], shared, y, beach_idx, cfg["lam"])
        if step % 100 == 0:
            print(f"step {step:4d}  trim loss {fit:.4f}  critic ce {c_loss:.3f}  (chance {torch.log(torch.tensor(4.0)):.3f})")

    with torch.no_grad():
        x, y, beach_idx = next(sessions(2000, seed=5))
        mae = (model.decode(model.encode(x), beach_idx) - y).abs().mean(0) * 3.0
    print(f"held-out MAE downhaul {mae[0]:.2f} cm, outhaul {mae[1]:.2f} cm")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
