import torch

from .config import RunConfig
from .env import ZoneBank
from .learner import DQNLearner, ReplayBuffer


def epsilon(step, cfg):
    frac = min(1.0, step / cfg.eps_decay_steps)
    return cfg.eps_start + frac * (cfg.eps_end - cfg.eps_start)


def main(cfg: RunConfig = RunConfig()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    env = ZoneBank(cfg.env, gen=gen)
    learner = DQNLearner(cfg.agent, cfg.optim, obs_dim=env.obs_dim, n_actions=env.n_actions)
    buffer = ReplayBuffer(cfg.buffer_size, env.obs_dim)

    obs, ep_return, returns, losses = env.reset(), torch.zeros(cfg.env.n_zones), [], []
    for step in range(cfg.total_steps):
        action = learner.act(obs, eps=epsilon(step, cfg.agent), gen=gen)
        next_obs, reward, done = env.step(action)
        buffer.add_batch(obs, action, reward, next_obs, done)
        ep_return += reward
        obs = next_obs
        if done.all():
            returns.append(ep_return.mean().item())
            obs, ep_return = env.reset(), torch.zeros(cfg.env.n_zones)
        if buffer.size >= cfg.warmup:
            losses.append(learner.update(buffer.sample(cfg.batch_size, gen)))
        if (step + 1) % 100 == 0:
            last = f"{returns[-1]:.1f}" if returns else "n/a"
            print(f"step {step + 1}: td loss {sum(losses[-100:]) / max(1, len(losses[-100:])):.4f}  "
                  f"last episode return {last}")
    return learner, returns


if __name__ == "__main__":
    main()
