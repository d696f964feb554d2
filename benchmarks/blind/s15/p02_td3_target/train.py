import torch

from config import CFG
from td3 import TD3


def synthetic_batch(n, obs_dim, act_dim):
    s = torch.randn(n, obs_dim)
    a = torch.rand(n, act_dim) * 2 - 1
    return {"s": s, "a": a, "r": -(a ** 2).sum(-1) + s[:, 0], "s2": s + 0.1 * torch.randn_like(s),
            "d": (torch.rand(n) < 0.05).float()}


def run(cfg):
    torch.manual_seed(1)
    keys = ("discount", "polyak", "policy_delay", "target_noise", "noise_clip")
    algo = TD3(cfg["obs_dim"], cfg["act_dim"], cfg["width"], cfg["opt"], **{k: cfg[k] for k in keys})
    for it in range(cfg["iters"]):
        q = algo.fit_batch(synthetic_batch(cfg["batch"], cfg["obs_dim"], cfg["act_dim"]))
        if it % 10 == 0:
            print(f"iter {it:3d}  q-loss {q:.4f}")
    print("done")


if __name__ == "__main__":
    run(CFG)
