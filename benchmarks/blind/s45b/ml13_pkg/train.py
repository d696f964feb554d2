import torch

from .encoder import ThrowEncoder
from .episodes import evaluate, train_episode
from .imu import CHANNELS, ThrowBank

SETUP = {"n_way": 5, "k_shot": 2, "n_query": 8, "episodes": 250, "lr": 1e-3, "eval_episodes": 150}


def main(s=SETUP):
    torch.manual_seed(0)
    shape = (s["n_way"], s["k_shot"], s["n_query"])
    train_bank, test_bank = ThrowBank(seed=0), ThrowBank(seed=1)
    encoder = ThrowEncoder(CHANNELS)
    opt = torch.optim.Adam(encoder.parameters(), lr=s["lr"])
    sampler = train_bank.episodes(*shape)
    window = []
    for ep in range(1, s["episodes"] + 1):
        window.append(train_episode(encoder, opt, next(sampler), s["n_way"]))
        if ep % 50 == 0:
            loss = sum(w[0] for w in window) / len(window)
            acc = sum(w[1] for w in window) / len(window)
            print(f"episode {ep:4d}  loss {loss:.3f}  train acc {acc:.3f}")
            window.clear()
    acc, ci = evaluate(encoder, test_bank.episodes(*shape), s["eval_episodes"], s["n_way"])
    print(f"test {s['n_way']}-way {s['k_shot']}-shot accuracy on unseen faults: {acc:.3f} +- {ci:.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
