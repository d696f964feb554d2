import copy

import torch
import torch.nn as nn
import torch.optim as optim


class QTrainer:
    """Double-network Q-learning trainer (online net + periodically synced target net)."""

    def __init__(self, model, lr, gamma):
        self.lr = lr
        self.gamma = gamma
        self.model = model
        self.target_model = copy.deepcopy(model)
        self.optimizer = optim.Adam(model.parameters(), lr=self.lr)
        self.criterion = nn.MSELoss()
        self.n_updates = 0

    def sync_target(self):
        self.target_model.load_state_dict(self.model.state_dict())

    def train_step(self, state, action, reward, next_state, done):
        state = torch.as_tensor(state, dtype=torch.float)
        next_state = torch.as_tensor(next_state, dtype=torch.float)
        action = torch.as_tensor(action, dtype=torch.long)
        reward = torch.as_tensor(reward, dtype=torch.float)
        done = torch.as_tensor(done, dtype=torch.float)

        if state.dim() == 1:  # single transition -> batch of one
            state, next_state = state.unsqueeze(0), next_state.unsqueeze(0)
            action, reward, done = action.view(1), reward.view(1), done.view(1)

        # Q(s, a) from the online network
        pred = self.model(state).gather(1, action.unsqueeze(1)).squeeze(1)

        # r + gamma * max_a' Q_target(s', a')
        q_next = self.target_model(next_state).max(dim=1)[0]
        Q_new = reward + self.gamma * q_next * (1.0 - done)

        self.optimizer.zero_grad()
        loss = self.criterion(pred, Q_new)
        loss.backward()
        self.optimizer.step()
        self.n_updates += 1
        return loss.item()
