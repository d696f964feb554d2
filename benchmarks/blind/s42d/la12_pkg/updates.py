class TaskUpdater:
    def __init__(self, name, optimizer, loss_fn):
        self.name = name
        self.opt = optimizer
        self.loss_fn = loss_fn
        self.history = []

    def apply(self, pred, target, keep_graph):
        loss = self.loss_fn(pred, target)
        self.opt.zero_grad()
        loss.backward(retain_graph=keep_graph)
        self.opt.step()
        self.history.append(loss.item())
        return loss.item()
