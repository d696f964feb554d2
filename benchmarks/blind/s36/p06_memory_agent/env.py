import torch


class CueRecall:
    """Vectorised T-maze: a cue is shown on the first step, the turn is taken at the end.

    Observation: [cue_left, cue_right, corridor, junction]. Actions: 0 = left, 1 = right,
    2 = forward. Forward in the corridor is free; at the junction the agent is paid +1 for
    the turn matching the cue and -1 otherwise. Turning in the corridor costs 0.1.
    """

    n_obs, n_actions = 4, 3

    def __init__(self, n_envs, corridor=5, seed=0):
        self.n, self.corridor = n_envs, corridor
        self.gen = torch.Generator().manual_seed(seed)
        self.cue = torch.zeros(n_envs, dtype=torch.long)
        self.t = torch.zeros(n_envs, dtype=torch.long)

    def _observe(self):
        obs = torch.zeros(self.n, self.n_obs)
        first = self.t == 0
        obs[first, self.cue[first]] = 1.0
        at_junction = self.t == self.corridor
        obs[~at_junction, 2] = 1.0
        obs[at_junction, 3] = 1.0
        return obs

    def reset(self):
        self.cue = torch.randint(2, (self.n,), generator=self.gen)
        self.t.zero_()
        return self._observe()

    def step(self, action):
        at_junction = self.t == self.corridor
        reward = torch.zeros(self.n)
        turned = action < 2
        reward[~at_junction & turned] = -0.1
        correct = action == self.cue
        reward[at_junction] = torch.where(correct[at_junction], 1.0, -1.0)
        done = at_junction.clone()
        self.t += 1
        new_cue = torch.randint(2, (self.n,), generator=self.gen)
        self.cue = torch.where(done, new_cue, self.cue)
        self.t[done] = 0
        return self._observe(), reward, done.float()
