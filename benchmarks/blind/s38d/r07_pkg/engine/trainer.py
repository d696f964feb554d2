from ..optim import build_optimizer
from ..utils.misc import is_main_process
from .loop import evaluate, train_one_epoch


class Trainer:
    def __init__(self, cfg, model, graph):
        self.cfg, self.model, self.graph = cfg, model, graph
        self.optimizer = build_optimizer(cfg["optim"], model)

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self.model, self.graph, self.optimizer, self.cfg, epoch)
            stats.update(evaluate(self.model, self.graph))
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
        return stats
