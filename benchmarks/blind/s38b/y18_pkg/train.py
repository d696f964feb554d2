import os
import tempfile

import torch

from .agent import TD3Agent
from .building import ThermalZones
from .utils import load_checkpoint, save_checkpoint

CFG = dict(optim="Adam", pi_lr=1e-3, q_lr=1e-3, gamma=0.9, tau=0.02, policy_delay=2,
           episodes=3, horizon=20, batch=64)


def main():
    torch.manual_seed(0)
    env = ThermalZones()
    agent = TD3Agent(2, 1, CFG)
    store = {k: [] for k in ("obs", "act", "rew", "nxt")}
    for ep in range(CFG["episodes"]):
        obs, ret = env.reset(), 0.0
        for _ in range(CFG["horizon"]):
            act = agent.act(obs)
            nxt, rew = env.step(act)
            for k, v in zip(store, (obs, act, rew, nxt)):
                store[k].append(v)
            obs, ret = nxt, ret + rew.mean().item()
            data = {k: torch.cat(v) for k, v in store.items()}
            idx = torch.randint(0, len(data["rew"]), (CFG["batch"],))
            stats = agent.update(tuple(data[k][idx] for k in ("obs", "act", "rew", "nxt")))
        print(f"episode {ep} return {ret:.2f} q_loss {stats['q']:.3f}")
    path = os.path.join(tempfile.gettempdir(), "y18_td3.pt")
    save_checkpoint(path, pi=agent.pi, q=agent.q)
    load_checkpoint(path, pi=agent.pi_targ, q=agent.q_targ)


if __name__ == "__main__":
    main()
