def evaluate(net, x, y):
    was_training = net.training
    net.eval()
    logits = net(x)
    net.train(was_training)
    return (logits.argmax(1) == y).float().mean().item()
