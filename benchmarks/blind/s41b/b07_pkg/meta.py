import torch
import torch.nn.functional as F

from .arm import sample_task
from .inner import adapt, predict


class MetaLearner:
    def __init__(self, net, hp):
        self.net, self.hp = net, hp
        self.outer = torch.optim.Adam(net.parameters(), lr=hp["outer_lr"])

    def meta_step(self, gen):
        self.outer.zero_grad()
        query_losses = []
        for _ in range(self.hp["tasks_per_step"]):
            support, (xq, tq) = sample_task(gen, self.hp["k_support"], self.hp["k_query"])
            fast = adapt(self.net, support, self.hp["inner_steps"], self.hp["inner_lr"])
            query_losses.append(F.mse_loss(predict(self.net, fast, xq), tq))
        meta_loss = torch.stack(query_losses).mean()
        meta_loss.backward()
        self.outer.step()
        return meta_loss.item()

    def meta_test(self, gen, n_tasks=50):
        total = 0.0
        for _ in range(n_tasks):
            support, (xq, tq) = sample_task(gen, self.hp["k_support"], self.hp["k_query"])
            fast = adapt(self.net, support, self.hp["test_steps"], self.hp["inner_lr"])
            with torch.no_grad():
                total += F.mse_loss(predict(self.net, fast, xq), tq).item()
        return total / n_tasks
