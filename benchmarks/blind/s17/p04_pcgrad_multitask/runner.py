from tasks import TASKS


class MultiTaskRunner:
    def __init__(self, model, optimizer, surgery):
        self.model = model
        self.optimizer = optimizer
        self.surgery = surgery

    def step(self, x, targets):
        outputs = self.model(x)
        per_task = [crit(outputs[name], targets[name]) for name, (_, crit) in TASKS.items()]
        self.surgery.backward(per_task)
        self.optimizer.step()
        return [v.item() for v in per_task]
