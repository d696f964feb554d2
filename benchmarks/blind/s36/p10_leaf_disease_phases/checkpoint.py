import copy


class BestWeights:
    """Remembers the weights of the epoch with the best validation accuracy."""

    def __init__(self):
        self.best_acc = -1.0
        self.best_epoch = None
        self.state = None

    def update(self, model, acc, epoch):
        if acc > self.best_acc:
            self.best_acc, self.best_epoch = acc, epoch
            self.state = copy.deepcopy(model.state_dict())

    def restore(self, model):
        model.load_state_dict(self.state)
        return model
