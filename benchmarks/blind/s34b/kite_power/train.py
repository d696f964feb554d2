import torch

from kite_power.policy import ReelPolicy
from kite_power.rollout import objective, rollout
from kite_power.sim import PumpingKite

CFG = {"kites": 64, "horizon": 40, "iterations": 90, "lr": 3e-3, "gamma": 0.99}


@torch.no_grad()
def evaluate(policy, horizon, seed=123):
    env = PumpingKite(256, seed=seed)
    power, penalty = rollout(env, policy, horizon)
    return power.mean().item(), penalty.mean().item()


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    policy = ReelPolicy()
    env = PumpingKite(cfg["kites"], seed=1)
    opt = torch.optim.Adam(policy.parameters(), lr=cfg["lr"])
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=cfg["gamma"])

    p, pen = evaluate(policy, cfg["horizon"])
    print(f"initial policy: mean power {p:.1f} kW, penalty {pen:.2f}")
    for it in range(cfg["iterations"]):
        loss, mean_power = objective(env, policy, cfg["horizon"])
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(policy.parameters(), 1.0)
        opt.step()
        sched.step()
        if (it + 1) % 30 == 0:
            p, pen = evaluate(policy, cfg["horizon"])
            print(f"iter {it + 1:3d}  train power {mean_power:6.1f} kW  "
                  f"eval power {p:6.1f} kW  penalty {pen:.2f}")


if __name__ == "__main__":
    main()
