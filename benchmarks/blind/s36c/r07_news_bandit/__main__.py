import numpy as np
import torch

from .env import ClickSimulator
from .learner import LoggedFeedback, make_optimizer, update
from .model import ClickNet
from .policy import EpsilonGreedy

ROUNDS = 3000
WARMUP = 256
TRAIN_EVERY = 4
BATCH = 64


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = ClickSimulator()
    net = ClickNet(env.n_features, env.n_articles)
    optimizer = make_optimizer(net)
    policy = EpsilonGreedy(net, env.n_articles)
    log = LoggedFeedback(capacity=5000, n_features=env.n_features)
    rng = np.random.default_rng(1)

    clicks, best_clicks = 0.0, 0.0
    for t in range(1, ROUNDS + 1):
        user = env.user()
        if t <= WARMUP:
            article = int(rng.integers(env.n_articles))  # uniform logging policy
        else:
            article = policy.select(user)
        reward = env.show(user, article)
        log.add(user, article, reward)
        clicks += reward
        best_clicks += env.click_probs(user).max()
        if t >= WARMUP and t % TRAIN_EVERY == 0:
            update(net, optimizer, log.sample(BATCH))
        if t == WARMUP or t % 500 == 0:
            print(f"round {t}: ctr {clicks / t:.3f} (oracle {best_clicks / t:.3f})")


if __name__ == "__main__":
    main()
