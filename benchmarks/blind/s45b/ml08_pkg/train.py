import torch

from .evaluate import evaluate_episodes
from .glove import N_SENSORS, GloveRecordings
from .learner import GripNet
from .meta import meta_step

HP = {"n_way": 4, "k_shot": 3, "n_query": 6, "inner_steps": 2, "eval_steps": 4, "inner_lr": 0.1,
      "meta_batch": 4, "iters": 150, "meta_lr": 1e-3, "eval_episodes": 100}


def main(hp=HP):
    torch.manual_seed(0)
    train_glove, test_glove = GloveRecordings(seed=0), GloveRecordings(seed=1)
    net = GripNet(N_SENSORS, hp["n_way"])
    opt = torch.optim.Adam(net.parameters(), lr=hp["meta_lr"])
    shape = (hp["n_way"], hp["k_shot"], hp["n_query"])
    tasks = train_glove.tasks(*shape)

    acc, ci = evaluate_episodes(net, test_glove.tasks(*shape), hp["eval_episodes"], hp)
    print(f"before meta-training: {hp['n_way']}-way {hp['k_shot']}-shot acc {acc:.3f} +- {ci:.3f}")
    for it in range(1, hp["iters"] + 1):
        batch = [next(tasks) for _ in range(hp["meta_batch"])]
        loss, train_acc = meta_step(net, opt, batch, hp)
        if it % 50 == 0:
            print(f"iter {it:4d}  meta-loss {loss:.3f}  query acc {train_acc:.3f}")
    acc, ci = evaluate_episodes(net, test_glove.tasks(*shape), hp["eval_episodes"], hp)
    print(f"after meta-training:  {hp['n_way']}-way {hp['k_shot']}-shot acc {acc:.3f} +- {ci:.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
