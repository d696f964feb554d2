class TrainerCallback:
    def on_log(self, args, state, logs, **kwargs):
        pass

    def on_evaluate(self, args, state, metrics, **kwargs):
        pass


class ProgressCallback(TrainerCallback):
    def on_log(self, args, state, logs, **kwargs):
        print(f"  step {state['global_step']:4d} loss {logs['loss']:.4f} lr {logs['learning_rate']:.2e}")

    def on_evaluate(self, args, state, metrics, **kwargs):
        print(f"epoch {state['epoch']} " + " ".join(f"{k} {v}" for k, v in metrics.items()))


class EarlyStoppingCallback(TrainerCallback):
    def __init__(self, patience=2, metric="eval_accuracy"):
        self.patience, self.metric, self.best, self.bad = patience, metric, None, 0

    def on_evaluate(self, args, state, metrics, **kwargs):
        value = metrics[self.metric]
        if self.best is None or value > self.best:
            self.best, self.bad = value, 0
        else:
            self.bad += 1
            state["should_stop"] = self.bad >= self.patience
