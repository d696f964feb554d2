"""Second-order MAML for 5-way few-shot recognition of tactile-sensor textures (synthetic 16-d readings)."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class TextureTasks:
    """Each texture class is a random prototype; readings are noisy, slightly warped copies."""

    def __init__(self, n_classes, dim, seed):
        g = torch.Generator().manual_seed(seed)
        self.protos = torch.randn(n_classes, dim, generator=g)
        self.warp = torch.eye(dim) + 0.3 * torch.randn(dim, dim, generator=g) / dim ** 0.5
        self.g = g

    def episode(self, ways, shots, queries):
        classes = torch.randperm(self.protos.size(0), generator=self.g)[:ways]
        def draw(k):
            x = self.protos[classes].repeat_interleave(k, 0)
            x = (x + 0.7 * torch.randn(x.shape, generator=self.g)) @ self.warp
            return x, torch.arange(ways).repeat_interleave(k)
        return draw(shots), draw(queries)


class FunctionalMLP(nn.Module):
    def __init__(self, dim, hidden, ways):
        super().__init__()
        sizes = [(dim, hidden), (hidden, hidden), (hidden, ways)]
        self.weights = nn.ParameterDict()
        for i, (fan_in, fan_out) in enumerate(sizes):
            self.weights[f"w{i}"] = nn.Parameter(torch.randn(fan_out, fan_in) * (2.0 / fan_in) ** 0.5)
            self.weights[f"b{i}"] = nn.Parameter(torch.zeros(fan_out))
        self.depth = len(sizes)

    def forward(self, x, params=None):
        params = dict(self.weights) if params is None else params
        for i in range(self.depth):
            x = F.linear(x, params[f"w{i}"], params[f"b{i}"])
            if i < self.depth - 1:
                x = F.relu(x)
        return x


def adapt(learner, x, y, steps, lr, first_order=False):
    fast = dict(learner.weights)
    for _ in range(steps):
        inner_loss = F.cross_entropy(learner(x, fast), y)
        grads = torch.autograd.grad(inner_loss, list(fast.values()), create_graph=not first_order)
        fast = {name: w - lr * g for (name, w), g in zip(fast.items(), grads)}
    return fast


def meta_train_step(learner, meta_opt, sampler, args):
    meta_loss, correct = 0.0, 0.0
    for _ in range(args.tasks_per_batch):
        (xs, ys), (xq, yq) = sampler.episode(args.ways, args.shots, args.queries)
        fast = adapt(learner, xs, ys, args.inner_steps, args.inner_lr, args.first_order)
        logits = learner(xq, fast)
        meta_loss = meta_loss + F.cross_entropy(logits, yq)
        correct += (logits.argmax(1) == yq).float().mean().item()
    meta_loss = meta_loss / args.tasks_per_batch
    meta_opt.zero_grad()
    meta_loss.backward()
    grad_norm = torch.sqrt(sum((p.grad ** 2).sum() for p in learner.parameters())).item()
    meta_opt.step()
    return meta_loss.item(), correct / args.tasks_per_batch, grad_norm


def evaluate(learner, sampler, args, episodes=40):
    accs = []
    for _ in range(episodes):
        (xs, ys), (xq, yq) = sampler.episode(args.ways, args.shots, args.queries)
        fast = adapt(learner, xs, ys, args.inner_steps, args.inner_lr, first_order=True)
        with torch.no_grad():
            accs.append((learner(xq, fast).argmax(1) == yq).float().mean().item())
    return sum(accs) / len(accs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ways", type=int, default=5)
    parser.add_argument("--shots", type=int, default=1)
    parser.add_argument("--queries", type=int, default=10)
    parser.add_argument("--inner-steps", dest="inner_steps", type=int, default=2)
    parser.add_argument("--inner-lr", dest="inner_lr", type=float, default=0.4)
    parser.add_argument("--meta-lr", dest="meta_lr", type=float, default=1e-3)
    parser.add_argument("--tasks-per-batch", dest="tasks_per_batch", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--first-order", dest="first_order", action="store_true")
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_tasks, test_tasks = TextureTasks(64, 16, seed=1), TextureTasks(20, 16, seed=2)
    learner = FunctionalMLP(16, 48, args.ways)
    meta_opt = torch.optim.Adam(learner.parameters(), lr=args.meta_lr)
    print(f"test 5-way 1-shot acc before: {evaluate(learner, test_tasks, args):.3f}")
    for it in range(1, args.iterations + 1):
        loss, acc, gnorm = meta_train_step(learner, meta_opt, train_tasks, args)
        if it % 100 == 0:
            print(f"iter {it}: meta-loss {loss:.3f} query acc {acc:.3f} |grad| {gnorm:.3f} "
                  f"test acc {evaluate(learner, test_tasks, args):.3f}")


if __name__ == "__main__":
    main()
