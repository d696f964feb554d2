import torch

from .agent import DDPGAgent
from .config import AgentConfig, RunConfig
from .replay import Replay


def fake_env_step(obs, act):
    rew = -(act ** 2).sum(-1) + 0.1 * obs[..., 0]
    nxt = obs + 0.05 * torch.randn_like(obs)
    return rew, nxt, torch.zeros(())


def main(run=RunConfig(), acfg=AgentConfig()):
    torch.manual_seed(run.seed)
    agent = DDPGAgent(acfg)
    mem = Replay(acfg.obs_dim, acfg.act_dim, run.buffer_size)
    obs = torch.randn(acfg.obs_dim)
    for t in range(run.steps):
        a = agent.act(obs)
        r, nxt, d = fake_env_step(obs, a)
        mem.push(obs, a, r, nxt, d)
        obs = nxt
        if len(mem) < run.batch_size:
            continue
        batch = mem.sample(run.batch_size)
        q_l = agent.critic_update(batch)
        pi_l = agent.actor_update(batch)
        agent.soft_sync()
        if t % 20 == 0:
            print(f"t={t} critic={q_l:.4f} actor={pi_l:.4f}")
    print("done")


if __name__ == "__main__":
    main()
