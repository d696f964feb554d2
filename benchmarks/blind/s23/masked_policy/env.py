import torch


class ShelfEnv:
    """One-step restocking task: pick a free shelf slot; reward is that slot's demand.

    Observation = [demand per slot, occupied flag per slot]. Occupied slots cannot be chosen.
    """

    def __init__(self, n_slots=8, p_occupied=0.4):
        self.n_slots = n_slots
        self.p_occupied = p_occupied

    def reset(self, batch):
        demand = torch.rand(batch, self.n_slots)
        occupied = torch.rand(batch, self.n_slots) < self.p_occupied
        occupied[torch.arange(batch), torch.randint(0, self.n_slots, (batch,))] = False
        self.demand, self.occupied = demand, occupied
        return torch.cat([demand, occupied.float()], dim=1), ~occupied

    def step(self, actions):
        reward = self.demand.gather(1, actions.unsqueeze(1)).squeeze(1)
        best = self.demand.masked_fill(self.occupied, -1.0).max(dim=1).values
        return reward, reward / best
