# %% [markdown]
# Advantage actor-critic on a vectorised "corridor" task (synthetic, pure torch).
# Run:  python a2c_cells.py

# %%
import torch
import torch.nn.functional as F
from torch import nn
from torch.distributions import Categorical

torch.manual_seed(0)
torch.set_num_threads(1)

N_ENVS, LENGTH, HORIZON, GAMMA = 16, 7, 12, 0.95

# %%
class Corridor:
    """Agent starts in the middle; reward +1 at the right end, -0.1 at the left end."""

    def __init__(self, n, length):
        self.n, self.length = n, length
        self.pos = torch.full((n,), length // 2)

    def obs(self):
        return F.one_hot(self.pos, self.length).float()

    def step(self, action):
        self.pos = (self.pos + action * 2 - 1).clamp(0, self.length - 1)
        right = self.pos == self.length - 1
        left = self.pos == 0
        reward = right.float() - 0.1 * left.float()
        done = right | left
        self.pos = torch.where(done, torch.full_like(self.pos, self.length // 2), self.pos)
        return self.obs(), reward, done.float()


env = Corridor(N_ENVS, LENGTH)

# %%
actor = nn.Sequential(nn.Linear(LENGTH, 32), nn.Tanh(), nn.Linear(32, 2))
critic = nn.Sequential(nn.Linear(LENGTH, 32), nn.Tanh(), nn.Linear(32, 1))
actor_opt = torch.optim.Adam(actor.parameters(), lr=3e-3)
critic_opt = torch.optim.Adam(critic.parameters(), lr=1e-2)


# %%
def rollout(env, horizon):
    obs_list, logp_list, ent_list, rew_list, done_list = [], [], [], [], []
    obs = env.obs()
    for _ in range(horizon):
        dist = Categorical(logits=actor(obs))
        action = dist.sample()
        obs_list.append(obs)
        logp_list.append(dist.log_prob(action))
        ent_list.append(dist.entropy())
        obs, reward, done = env.step(action)
        rew_list.append(reward)
        done_list.append(done)
    return (torch.stack(obs_list), torch.stack(logp_list), torch.stack(ent_list),
            torch.stack(rew_list), torch.stack(done_list), obs)


def discounted_returns(rewards, dones, bootstrap, gamma):
    out = torch.zeros_like(rewards)
    running = bootstrap
    for t in reversed(range(rewards.size(0))):
        running = rewards[t] + gamma * running * (1 - dones[t])
        out[t] = running
    return out


# %%
for it in range(80):
    states, logps, entropy, rewards, dones, last_obs = rollout(env, HORIZON)
    with torch.no_grad():
        bootstrap = critic(last_obs).squeeze(-1)
    returns = discounted_returns(rewards, dones, bootstrap, GAMMA)

    values = critic(states).squeeze(-1)
    advantage = (returns - values).detach()
    actor_loss = -(logps * advantage).mean() - 0.01 * entropy.mean()
    critic_loss = F.mse_loss(values, returns)

    actor_opt.zero_grad()
    actor_loss.backward()
    actor_opt.step()

    critic_loss.backward()
    critic_opt.step()

    if it % 20 == 0:
        print(f"it {it:2d} reward/step {rewards.mean().item():+.3f} critic {critic_loss.item():.4f}")

# %%
with torch.no_grad():
    probs = torch.softmax(actor(torch.eye(LENGTH)), dim=1)[:, 1]
print("P(right) per cell", [round(p, 2) for p in probs.tolist()])
