from dataclasses import dataclass

import torch


@dataclass
class Batch:
    obs: torch.Tensor
    actions: torch.Tensor
    old_log_probs: torch.Tensor
    advantages: torch.Tensor
    returns: torch.Tensor


@torch.no_grad()
def collect(env, agent, obs, n_steps, gamma=0.99, lam=0.95):
    obs_buf, act_buf, logp_buf, rew_buf, done_buf, val_buf, finals = [], [], [], [], [], [], []
    for _ in range(n_steps):
        dist, value = agent(obs)
        action = dist.sample()
        next_obs, reward, done, final_dist = env.step(action)
        obs_buf.append(obs)
        act_buf.append(action)
        logp_buf.append(dist.log_prob(action).sum(-1))
        rew_buf.append(reward)
        done_buf.append(done)
        val_buf.append(value)
        finals.extend(final_dist[done.bool()].tolist())
        obs = next_obs
    _, last_value = agent(obs)
    advantages = torch.zeros(n_steps, env.n)
    gae = torch.zeros(env.n)
    for t in reversed(range(n_steps)):
        next_value = last_value if t == n_steps - 1 else val_buf[t + 1]
        nonterminal = 1.0 - done_buf[t]
        delta = rew_buf[t] + gamma * next_value * nonterminal - val_buf[t]
        gae = delta + gamma * lam * nonterminal * gae
        advantages[t] = gae
    returns = advantages + torch.stack(val_buf)
    batch = Batch(torch.cat(obs_buf), torch.cat(act_buf), torch.cat(logp_buf),
                  advantages.flatten(), returns.flatten())
    return batch, obs, finals
