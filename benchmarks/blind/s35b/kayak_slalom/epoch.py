from tally import Tally


def run_epoch(model, batches, criterion, optimizer=None):
    """One pass over `batches`; updates the model only when an optimizer is given."""
    training = optimizer is not None
    model.train(training)
    tally = Tally()
    for x, boat, time_s in batches:
        pred = model(x, boat)
        loss = criterion(pred, time_s)
        if training:
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        tally.add(len(time_s), loss=loss.item(), mae=(pred - time_s).abs().mean().item())
    return tally.means()
