import random

import torch

from .memory import ReplayMemory
from .networks import Linear_QNet
from .qtrainer import QTrainer

MAX_MEMORY = 100_000
BATCH_SIZE = 256
LR = 1e-3


class Agent:
    def __init__(self, seed=0):
        self.n_games = 0
        self.epsilon = 0
        self.gamma = 0.9
        self.memory = ReplayMemory(MAX_MEMORY, seed=seed)
        self.model = Linear_QNet(11, 64, 3)
        self.trainer = QTrainer(self.model, lr=LR, gamma=self.gamma)
        self.rng = random.Random(seed)

    def remember(self, state, action, reward, next_state, done):
        self.memory.push(state, action, reward, next_state, done)

    def train_long_memory(self):
        if len(self.memory) == 0:
            return None
        return self.trainer.train_step(*self.memory.sample(BATCH_SIZE))

    def train_short_memory(self, state, action, reward, next_state, done):
        return self.trainer.train_step(state, action, reward, next_state, done)

    def get_action(self, state):
        # random moves: tradeoff exploration / exploitation
        self.epsilon = 80 - self.n_games
        if self.rng.randint(0, 200) < self.epsilon:
            return self.rng.randint(0, 2)
        with torch.no_grad():
            prediction = self.model(torch.tensor(state, dtype=torch.float))
        return int(torch.argmax(prediction).item())
