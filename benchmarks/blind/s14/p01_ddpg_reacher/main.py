import argparse

import numpy as np
import torch

from agent import DDPGAgent
from env import PointReacher
from replay import ReplayBuffer

CONFIG = {
    "hidden": (128, 128),
    "pi_lr": 1e-3,
    "q_lr": 1e-3,
    "gamma": 0.99,
    "tau": 0.005,
    "batch_size": 64,
    "buffer_size": 100_000,
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--start-steps", type=int, default=500)
    parser.add_argument("--update-every", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    env = PointReacher(seed=args.seed)
    agent = DDPGAgent(env.obs_dim, env.act_dim, env.act_limit, CONFIG)
    buf = ReplayBuffer(env.obs_dim, env.act_dim, CONFIG["buffer_size"])

    o, ep_ret, ep_len = env.reset(), 0.0, 0
    for t in range(args.steps):
        if t < args.start_steps:
            a = np.random.uniform(-env.act_limit, env.act_limit, size=env.act_dim)
        else:
            a = agent.act(o, noise_scale=0.1)
        o2, r, d, _ = env.step(a)
        buf.store(o, a, r, o2, float(d))
        o, ep_ret, ep_len = o2, ep_ret + r, ep_len + 1
        if d:
            print(f"t={t} return={ep_ret:.2f} len={ep_len}")
            o, ep_ret, ep_len = env.reset(), 0.0, 0

        if t >= args.start_steps and t % args.update_every == 0:
            for _ in range(args.update_every):
                lq, lpi = agent.update(buf.sample(CONFIG["batch_size"]))
            print(f"t={t} loss_q={lq:.4f} loss_pi={lpi:.4f}")


if __name__ == "__main__":
    main()
