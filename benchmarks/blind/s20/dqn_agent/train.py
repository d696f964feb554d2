"""Run from benchmarks/blind/s20:  python -m dqn_agent.train"""
import random

import torch

from .agent import DQNAgent, Replay
from .env import Chain
from .networks import OPTIMIZERS, QNet, orthogonal_init

torch.manual_seed(0)
torch.set_num_threads(1)
random.seed(0)

CONFIG = {"optimizer": "adam", "lr": 1e-3, "steps": 600, "batch": 32, "sync_every": 50}


def main():
    env = Chain()
    q_net = QNet(env.n, 2)
    q_net.apply(orthogonal_init)
    optimizer = OPTIMIZERS[CONFIG["optimizer"]](q_net.parameters(), lr=CONFIG["lr"])
    agent = DQNAgent(q_net, optimizer)
    replay = Replay(2000)

    state, ret, losses = env.reset(), 0.0, []
    for t in range(CONFIG["steps"]):
        eps = max(0.05, 1.0 - t / 300)
        action = agent.act(state, eps)
        nxt, reward, done = env.step(action)
        replay.push(state, action, reward, nxt, done)
        state, ret = nxt, ret + reward
        if len(replay.items) >= CONFIG["batch"]:
            losses.append(agent(replay.sample(CONFIG["batch"])))
        if t % CONFIG["sync_every"] == 0:
            agent.sync()
        if t % 200 == 0 and losses:
            print(f"t {t:3d} return so far {ret:.2f} td loss {sum(losses[-50:]) / len(losses[-50:]):.4f}")

    with torch.no_grad():
        greedy = q_net(torch.eye(env.n)).argmax(1).tolist()
    print("greedy actions per state", greedy)


if __name__ == "__main__":
    main()
