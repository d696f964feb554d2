import torch.nn.functional as F


class NodeEngine:
    def __init__(self, model, optimizer, x, adj, labels, train_mask, callbacks=()):
        self.model, self.optimizer = model, optimizer
        self.x, self.adj, self.labels, self.train_mask = x, adj, labels, train_mask
        self.callbacks = list(callbacks)
        self.stop = False

    def step(self):
        self.model.train()
        logits = self.model(self.x, self.adj)
        loss = F.cross_entropy(logits[self.train_mask], self.labels[self.train_mask])
        loss.backward()
        self.optimizer.step()
        return {"loss": loss.item()}

    def run(self, epochs):
        for epoch in range(epochs):
            logs = self.step()
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch, logs)
            if self.stop:
                print(f"early stop at epoch {epoch}")
                break
