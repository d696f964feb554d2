import torch

from .agent import DDPGAgent
from .env import InventoryEnv
from .nets import build_model
from .replay import Replay

CFG = dict(obs_dim=3, act_dim=1, hidden=64, optim="Adam", actor_lr=1e-3, critic_lr=1e-3,
           gamma=0.95, tau=0.01, episodes=2, warmup=64, batch=32)


def main():
    torch.manual_seed(0)
    env = InventoryEnv()
    actor, critic = build_model(CFG)
    agent = DDPGAgent(actor, critic, CFG)
    buf = Replay(5000, CFG["obs_dim"], CFG["act_dim"])
    for ep in range(CFG["episodes"]):
        obs, ret = env.reset(), 0.0
        for _ in range(env.horizon):
            act = agent.act(obs)
            nxt, rew, done = env.step(act)
            buf.add_batch(obs, act, rew, nxt, done)
            obs, ret = nxt, ret + rew.mean().item()
            if buf.size >= CFG["warmup"]:
                lc, la = agent.update(buf.sample(CFG["batch"]))
        print(f"episode {ep} return {ret:.2f} critic {lc:.4f} actor {la:.4f}")


if __name__ == "__main__":
    main()
