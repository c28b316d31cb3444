// The public API of @tenace/bots. One line per module.
