"""Double-DQN on a tiny synthetic MDP; TD targets come from a partial-applied helper."""
import copy
import functools

import torch
import torch.nn as nn
import torch.nn.functional as F

HP = {"n_states": 6, "n_actions": 3, "hidden": 32, "gamma": 0.9, "lr": 1e-2, "updates": 300,
      "batch": 64, "sync_every": 25}


def q_network(n_states, n_actions, hidden):
    return nn.Sequential(nn.Linear(n_states, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))


@torch.no_grad()
def double_dqn_target(online, target, rewards, next_obs, dones, gamma):
    next_actions = online(next_obs).argmax(dim=1, keepdim=True)
    next_q = target(next_obs).gather(1, next_actions).squeeze(1)
    return rewards + gamma * (1.0 - dones) * next_q


def transitions(hp, g):
    """Deterministic ring MDP: action 0 stays, 1 moves right, 2 moves left; reward 1 in the last state."""
    n = hp["n_states"]
    while True:
        s = torch.randint(0, n, (hp["batch"],), generator=g)
        a = torch.randint(0, hp["n_actions"], (hp["batch"],), generator=g)
        s2 = torch.where(a == 1, (s + 1) % n, torch.where(a == 2, (s - 1) % n, s))
        r = (s2 == n - 1).float()
        done = torch.zeros(hp["batch"])
        yield F.one_hot(s, n).float(), a, r, F.one_hot(s2, n).float(), done


class DQNLearner:
    def __init__(self, hp):
        self.hp = hp
        self.online = q_network(hp["n_states"], hp["n_actions"], hp["hidden"])
        self.target = copy.deepcopy(self.online)
        self.opt = torch.optim.Adam(self.online.parameters(), lr=hp["lr"])
        self.td_target = functools.partial(double_dqn_target, self.online, self.target, gamma=hp["gamma"])
        self.updates = 0

    def learn(self, batch):
        obs, actions, rewards, next_obs, dones = batch
        q = self.online(obs).gather(1, actions[:, None]).squeeze(1)
        y = self.td_target(rewards, next_obs, dones)
        loss = F.smooth_l1_loss(q, y)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.updates += 1
        if self.updates % self.hp["sync_every"] == 0:
            self.target.load_state_dict(self.online.state_dict())
        return loss.item()


def main(hp=HP):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    learner = DQNLearner(hp)
    stream = transitions(hp, torch.Generator().manual_seed(1))
    for i in range(hp["updates"]):
        loss = learner.learn(next(stream))
        if (i + 1) % 100 == 0:
            print(f"update {i + 1}: td_loss={loss:.4f}")
    with torch.no_grad():
        greedy = learner.online(torch.eye(hp["n_states"])).argmax(1)
    print("greedy actions per state:", greedy.tolist())


if __name__ == "__main__":
    main()
