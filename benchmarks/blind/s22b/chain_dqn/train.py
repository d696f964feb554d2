import random

import torch

from agent import QAgent
from env import Chain
from losses import make_loss
from replay import Replay

CFG = {
    "loss": {"kind": "huber", "reduction": "none"},
    "lr": 5e-3,
    "gamma": 0.95,
    "episodes": 60,
    "batch": 32,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    random.seed(0)
    env = Chain()
    agent = QAgent(env.length, 2, make_loss(CFG["loss"]), CFG["lr"], CFG["gamma"])
    buffer = Replay(2000)
    for ep in range(CFG["episodes"]):
        obs, steps, done = env.reset(), 0, False
        eps = max(0.05, 1.0 - ep / 40)
        while not done and steps < 50:
            a = agent.act(obs, eps)
            nxt, r, done = env.step(a)
            buffer.add(obs, a, r, nxt, done)
            obs, steps = nxt, steps + 1
            if len(buffer) >= CFG["batch"]:
                agent.learn(buffer.sample(CFG["batch"]))
        if ep % 5 == 0:
            agent.sync()
        if ep % 10 == 0:
            print(f"episode {ep} steps {steps}")


if __name__ == "__main__":
    main()
