import torch
import torch.nn.functional as F

OPTIMIZERS = {
    "adam": lambda params: torch.optim.Adam(params, lr=1e-3, eps=1e-7),
    "rmsprop": lambda params: torch.optim.RMSprop(params, lr=1e-3, alpha=0.9, eps=1e-7),
    "sgd": lambda params: torch.optim.SGD(params, lr=1e-2),
}
LOSSES = {
    "sparse_categorical_crossentropy": F.cross_entropy,
    "mse": F.mse_loss,
}


class Model:
    """The Keras workflow this lab is used to: compile(), fit(), evaluate()."""

    def __init__(self, network):
        self.network = network
        self.optimizer = None
        self.loss = None

    def compile(self, optimizer, loss, metrics=()):
        self.optimizer = OPTIMIZERS[optimizer](self.network.parameters())
        self.loss = LOSSES[loss]
        self.metrics = tuple(metrics)

    def train_on_batch(self, x, y):
        self.network.train()
        self.optimizer.zero_grad()
        loss = self.loss(self.network(x), y)
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def fit(self, x, y, epochs, batch_size, validation_data=None, verbose=1):
        history = {"loss": [], "val_accuracy": []}
        for epoch in range(epochs):
            order = torch.randperm(len(x))
            losses = [self.train_on_batch(x[rows], y[rows]) for rows in order.split(batch_size)]
            history["loss"].append(sum(losses) / len(losses))
            if validation_data is not None:
                history["val_accuracy"].append(self.evaluate(*validation_data)["accuracy"])
            if verbose:
                print(f"Epoch {epoch + 1}/{epochs} - loss: {history['loss'][-1]:.4f}"
                      + (f" - val_accuracy: {history['val_accuracy'][-1]:.4f}" if validation_data else ""))
        return history

    @torch.no_grad()
    def evaluate(self, x, y, batch_size=256):
        self.network.eval()
        logits = torch.cat([self.network(chunk) for chunk in x.split(batch_size)])
        return {"loss": round(self.loss(logits, y).item(), 4),
                "accuracy": round((logits.argmax(1) == y).float().mean().item(), 4)}
