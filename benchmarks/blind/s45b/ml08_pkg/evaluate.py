import torch

from .meta import adapt


def evaluate_episodes(net, tasks, episodes, hp):
    """Adapt on each support set (needs gradients), then score the query set."""
    net.eval()
    accs = []
    for _ in range(episodes):
        support, (xq, yq) = next(tasks)
        fast = adapt(net, support, hp["eval_steps"], hp["inner_lr"], second_order=False)
        with torch.no_grad():
            pred = net(xq, fast).argmax(1)
        accs.append((pred == yq).float().mean().item())
    net.train()
    acc = torch.tensor(accs)
    return acc.mean().item(), 1.96 * acc.std().item() / len(accs) ** 0.5
